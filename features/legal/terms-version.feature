Feature: The date of the terms and conditions
  The terms and conditions page says from which date its version applies. Our terms were first published on
  1 December 2023 at noon (UTC). A company that started on the platform later cannot have agreed to terms from
  before it existed, so for that company the terms are dated on the day it was added.

  Scenario: A company added before the terms were published shows the first version date
    Given the company was added on 2022-06-15T09:00:00Z
    When a visitor reads the terms and conditions
    Then the terms are dated 2023-12-01T12:00:00Z

  Scenario: A company added later shows the day it was added
    Given the company was added on 2024-03-01T00:00:00Z
    When a visitor reads the terms and conditions
    Then the terms are dated 2024-03-01T00:00:00Z

  Scenario: A company without a known start date shows the first version date
    Given the company has no date on which it was added
    When a visitor reads the terms and conditions
    Then the terms are dated 2023-12-01T12:00:00Z
