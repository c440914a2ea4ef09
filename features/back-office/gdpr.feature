Feature: Support changes a member's address, deletes her account and handles her GDPR requests
  Support changes a member's address at once, after checking who she is; both the old and the new address
  are told. Support deletes an account the way the member deletes it herself: she can reactivate it for 14
  days. On a GDPR request support downloads everything held on her, or erases her personal data for good:
  the books keep her payments and credit history without her name or address, the audit trail keeps what
  was done, and whoever chatted with her keeps their own messages but not hers. A suspension whose period
  has ended is lifted by the system, without waiting for her to log in.

  Background:
    Given the member "Anna" with the address "anna@example.nl" and 3 credits
    And the member "Bob" with the address "bob@example.nl" and 0 credits

  Scenario: Support changes a member's address at once and both addresses are told
    Given an operator of the back office with the role "support"
    When she changes Anna's address to "anna.nieuw@example.nl" because "Oude mailbox kwijt, ticket 4711"
    Then Anna's address is "anna.nieuw@example.nl"
    And a mail "email_changed" to "anna@example.nl" waits in the outbox
    And a mail "email_changed" to "anna.nieuw@example.nl" waits in the outbox
    And the newest row of the audit trail says "member.email_changed" because "Oude mailbox kwijt, ticket 4711"

  Scenario: An address another member has is refused
    Given an operator of the back office with the role "support"
    When she changes Anna's address to "BOB@example.nl" because "Typfout"
    Then she is told the address belongs to another account
    And Anna's address is "anna@example.nl"

  Scenario: Support deletes an account as the member would herself
    Given an operator of the back office with the role "support"
    When she deletes Anna's account because "Verzoek per mail"
    Then Anna's account is deleted and can be reactivated for 14 days
    And a mail "reactivation" to "anna@example.nl" waits in the outbox
    And the newest row of the audit trail says "member.deleted" because "Verzoek per mail"

  Scenario: Support downloads everything held on a member
    Given Anna wrote "Hoi Bob" to Bob and Bob answered "Hoi Anna"
    And an operator of the back office with the role "support"
    When she exports Anna's data
    Then the export holds the address "anna@example.nl", 3 credits and the messages "Hoi Bob" and "Hoi Anna"
    And the newest row of the audit trail says "member.exported"

  Scenario: Erasing needs her id typed, then erases her personal data for good and keeps the books
    Given Anna wrote "Hoi Bob" to Bob and Bob answered "Hoi Anna"
    And an operator of the back office with the role "support"
    When she erases Anna's personal data because "AVG art. 17" typing Bob's id to confirm
    Then she is told to type the member's own id
    When she erases Anna's personal data because "AVG art. 17" typing Anna's id to confirm
    Then Anna's name and address are gone
    And Anna's credit history still adds up to 3
    And Bob still has his message "Hoi Anna" but not Anna's "Hoi Bob"
    And the newest row of the audit trail says "member.erased" because "AVG art. 17"

  Scenario Outline: Only support and admins handle GDPR requests
    Given an operator of the back office with the role "<role>"
    When she exports Anna's data
    Then the export is <outcome>

    Examples:
      | role      | outcome  |
      | admin     | given    |
      | support   | given    |
      | finance   | refused  |
      | moderator | refused  |

  Scenario: The system lifts a suspension whose period has ended
    Given Anna was suspended for 7 days, 8 days ago
    And Bob was suspended for good
    When the job that lifts ended suspensions runs
    Then Anna is active again
    And a mail to Anna in Dutch tells her that the suspension has ended
    And Bob is still suspended
    And Bob gets no mail about his suspension
    And the newest row of the audit trail says the system lifted Anna's suspension
