Feature: An admin changes the settings of the install and of each domain
  Every setting of a site has a value: the domain's own, else the one for all domains ("*"), else the
  built-in default. Only an admin changes them. Each change is checked against what the setting may
  hold, is written in the audit trail with the old and the new value, and is live at once. While any
  profile is flagged fictional, the notice that says so stays on.

  Background:
    Given the install serves the domain "flirt.example"

  Scenario: An admin changes the price of a message for one domain
    Given a back office operator with the role "admin" opens the settings
    When she sets "message_credits" of "flirt.example" to 12 because "Nieuwe prijs"
    Then "flirt.example" serves "message_credits" as 12, from its own setting
    And the newest row of the audit trail says "message_credits" of "flirt.example" changed from 10 to 12 because "Nieuwe prijs"

  Scenario: A domain inherits again after a reset
    Given a back office operator with the role "admin" opens the settings
    And she sets "refund_days" of "*" to 21
    And she sets "refund_days" of "flirt.example" to 30
    When she resets "refund_days" of "flirt.example"
    Then "flirt.example" serves "refund_days" as 21, from all domains

  Scenario Outline: Only an admin changes settings
    Given a back office operator with the role "<role>" opens the settings
    When she sets "message_credits" of "flirt.example" to 12
    Then the change is <outcome>

    Examples:
      | role      | outcome |
      | admin     | saved   |
      | finance   | refused |
      | support   | refused |
      | moderator | refused |

  Scenario: The fictional profiles' notice cannot be switched off while a profile is fictional
    Given a back office operator with the role "admin" opens the settings
    And 3 profiles are flagged fictional
    When she sets "fictional_icon" of "flirt.example" to ""
    Then she is told the notice of the fictional profiles must stay on, because of "fictional_icon"
    And "flirt.example" serves "fictional_icon" as "theater", from the default

  Scenario: Without fictional profiles the icon may go
    Given a back office operator with the role "admin" opens the settings
    When she sets "fictional_icon" of "flirt.example" to ""
    Then "flirt.example" serves "fictional_icon" as "", from its own setting
