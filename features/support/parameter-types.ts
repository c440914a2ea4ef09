import { defineParameterType } from '@cucumber/cucumber';

/** A member of the scenario, by first name. */
defineParameterType({ name: 'member', regexp: /[A-Z][a-z]+/, transformer: (name: string) => name });

/** Several members: "Bram", "Bram and Cas", "Bram, Cas and Dirk". */
defineParameterType({
  name: 'members',
  regexp: /[A-Z][a-z]+(?:(?:, | and )[A-Z][a-z]+)*/,
  transformer: (names: string) => names.split(/, | and /),
});
