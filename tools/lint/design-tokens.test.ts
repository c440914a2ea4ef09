import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import plugin from './design-tokens.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run('design-tokens', plugin.rules['design-tokens'], {
  valid: [
    { code: 'const A = styled.p`font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.text};`' },
    { code: 'const A = styled.div`border-radius: 50%; font-size: inherit; box-shadow: none; padding: 8px;`' },
    { code: 'const a = <a href="#main">skip</a>;' },
    { code: 'const s = <div style={{ fontSize: 0, width: 12 }} />;' },
  ],
  invalid: [
    { code: 'const A = styled.p`color: #1b1b1f;`', errors: [{ messageId: 'colour' }] },
    { code: 'const A = styled.p`background: rgba(0, 0, 0, 0.5); color: #fff;`', errors: [{ messageId: 'colour' }, { messageId: 'colour' }] },
    { code: 'const A = styled.p`\n  font-size: 14px;\n  border-radius: 8px;\n  box-shadow: 0 1px 2px ${x};`', errors: [{ messageId: 'length' }, { messageId: 'length' }, { messageId: 'length' }] },
    { code: 'const i = <svg><path fill="#d50918" /></svg>;', errors: [{ messageId: 'colour' }] },
    { code: 'const s = <div style={{ fontSize: 14 }} />;', errors: [{ messageId: 'length' }] },
  ],
});
