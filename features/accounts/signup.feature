Feature: Signing up
  Visitors sign up with their email address, a profile name, a password and their date of birth.
  A new member gets gratis messages and is asked to confirm their email address.
  Who may sign up depends on the site's signups setting: everyone, only visitors who arrive
  through a traffic source, or only visitors with an invitation.

  Scenario: A visitor signs up and is asked to confirm her email address
    When Sanne signs up with "sanne@example.nl"
    Then Sanne is a member who has not confirmed her email address yet
    And Sanne has gratis messages
    And Sanne receives an activation mail

  Scenario: An email address has one account
    Given Sanne signed up with "sanne@example.nl"
    When Eva tries to sign up with "SANNE@example.nl"
    Then Eva is told "Dit e-mailadres heeft al een account op deze site."

  Scenario: An invalid email address is refused
    When Eva tries to sign up with "eva@example"
    Then Eva is told "Ongeldige e-mail"

  Scenario: A recently deleted account is offered back instead
    Given Sanne deleted her account with "sanne@example.nl" 13 days ago
    When Eva tries to sign up with "sanne@example.nl"
    Then Eva is told the account was deleted and can still be reactivated

  Scenario Outline: The profile name is not the email address and does not start with @
    When Eva tries to sign up with the profile name "<profile name>"
    Then Eva is told her profile name may not "<rule>"

    Examples:
      | profile name   | rule                  |
      | eva@example.nl | be the email address  |
      | @eva           | start with @          |

  Scenario Outline: The place is one the site knows, as in the location settings
    When Eva tries to sign up living in "<city>", "<region>", "<country>"
    Then Eva is told the <field> is not one the site knows

    Examples:
      | country | region   | city          | field   |
      | ZZ      | Utrecht  | Utrecht       | country |
      | FR      | Bretagne | Rennes        | country |
      | NL      | Atlantis | Utrecht       | region  |
      | NL      | Utrecht  | Nergenshuizen | city    |

  Scenario: A visitor under the minimum age cannot sign up
    When Tim, who turns 18 tomorrow, tries to sign up
    Then Tim is told he is too young

  Scenario: Only visitors from a traffic source may sign up
    Given only visitors who arrive through a traffic source may sign up
    When Sanne tries to sign up with "sanne@example.nl"
    Then Sanne is told signups are closed
    When Eva arrives through a link with sub "{abc}"
    And Eva signs up with "eva@example.nl"
    Then Eva came in with sub1 "abc"

  Scenario: A visitor from a traffic source who refused cookies may sign up too
    Given only visitors who arrive through a traffic source may sign up
    When Eva arrives through a traffic source and refuses cookies
    And Eva signs up with "eva@example.nl"
    Then Eva is a member who has not confirmed her email address yet
    And Eva came in with no tracking data

  Scenario: An invitation can be used once
    Given signups are by invitation only
    And there is an invitation "WELKOM-2025"
    When Sanne tries to sign up with "sanne@example.nl"
    Then Sanne is told signups are closed
    When Sanne signs up with "sanne@example.nl" and the invitation "WELKOM-2025"
    Then Sanne is a member who has not confirmed her email address yet
    When Eva tries to sign up with "eva@example.nl" and the invitation "WELKOM-2025"
    Then Eva is told signups are closed
