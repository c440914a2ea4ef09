Feature: Operators of the back office, their roles and the audit trail
  Operators are not members: they have accounts of their own and log in at /admin/login with their
  password and then a six-digit code from an authenticator app (TOTP). Each operator has one role:
  an admin may do everything; a moderator works reports, photos and suspensions; support looks after
  members' accounts, mails and GDPR requests; finance handles payments, refunds, credits and discount
  codes. Every operator action is written to the audit trail — who, what, on whom, when and why — and
  a row is never changed or removed. Only admins read the audit trail.

  Scenario Outline: Each role may do its own work and nothing else
    Given an operator whose role is "<role>"
    Then the back office lets her <allowed>
    And the back office refuses her <refused>

    Examples:
      | role      | allowed                                                                                                   | refused                                                                                                                      |
      | admin     | see the dashboard, work reports, moderate photos, view members, edit members, suspend members, resend mails, handle GDPR requests, view payments, refund payments, correct credits, edit discount codes, edit settings, manage operators, read the audit trail | nothing                                                                                                                      |
      | moderator | see the dashboard, work reports, moderate photos, view members, suspend members                           | edit members, resend mails, handle GDPR requests, view payments, refund payments, correct credits, edit discount codes, edit settings, manage operators, read the audit trail |
      | support   | see the dashboard, view members, edit members, resend mails, handle GDPR requests                         | work reports, moderate photos, suspend members, view payments, refund payments, correct credits, edit discount codes, edit settings, manage operators, read the audit trail |
      | finance   | see the dashboard, view members, view payments, refund payments, correct credits, edit discount codes     | work reports, moderate photos, edit members, suspend members, resend mails, handle GDPR requests, edit settings, manage operators, read the audit trail |

  Scenario: A member or a visitor may do nothing in the back office
    Then the back office refuses a member everything
    And the back office refuses a visitor everything

  Scenario: An admin adds an operator, and the audit trail says so
    Given an operator whose role is "admin"
    When she adds the operator "mo@hartslag.test" with the role "moderator"
    Then "mo@hartslag.test" can log in with her password
    And the newest row of the audit trail says the admin created an operator with the role "moderator"

  Scenario: Only an admin adds operators or reads the audit trail
    Given an operator whose role is "moderator"
    When she tries to add the operator "nog1@hartslag.test" with the role "admin"
    Then she is refused
    And no operator "nog1@hartslag.test" exists
    When she tries to read the audit trail
    Then she is refused

  Scenario: A suspension, a refund and a credit correction say why
    Then an audit row for "a suspension" without a reason is refused
    And an audit row for "a refund" without a reason is refused
    And an audit row for "a credit correction" without a reason is refused
    And an audit row for "a login" needs no reason

  Scenario: Five wrong passwords lock the account, as they do for members
    Given an operator whose role is "support"
    When she types a wrong password 5 times
    Then even her right password is refused: "locked for 15 minutes"
    When 15 minutes pass
    Then her right password is taken

  Scenario: The first login enrols the authenticator app
    Given an operator whose role is "finance"
    When she logs in with her password for the first time
    Then she is asked to enrol her authenticator app
    When she types the code her app shows now
    Then she is logged in
    And she is shown 10 recovery codes, once
    And the audit trail shows "operator.logged_in" and "operator.totp_enrolled"

  Scenario: A code counts only within its half minute either side, and only once
    Given an enrolled operator
    When she logs in with her password
    Then a code of 60 seconds ago is refused
    And the code her app shows now logs her in
    When she logs in with her password again
    Then the same code is refused

  Scenario: Each recovery code works once
    Given an enrolled operator
    When she logs in with her password
    And she types her third recovery code
    Then she is logged in with 9 recovery codes left
    When she logs in with her password again
    Then her third recovery code is refused
