import type { Rule } from 'eslint';

declare const plugin: { rules: { 'design-tokens': Rule.RuleModule } };
export default plugin;
