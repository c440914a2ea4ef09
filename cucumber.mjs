// Run with: node --import tsx node_modules/@cucumber/cucumber/bin/cucumber.js
// The default profile runs the features against the domain with in-memory adapters.
export default {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress'],
  strict: true,
};
