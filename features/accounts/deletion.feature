Feature: Deleting and reactivating an account
  A member can delete their account with their password and a reason from a fixed list.
  From that moment nobody can find, see or message them, and they are logged out on every device.
  A mail brings a link that reactivates the account, as it was, for 14 days; a new link can be asked for.
  After 14 days the account is removed for good: profile, photos, conversations, messages and credits.

  Scenario: Anna deletes her account
    Given Anna and Bram have a conversation
    And Anna is logged in on 2 devices
    When Anna deletes her account because she found someone
    Then Anna's account is deleted
    And Anna is logged out on every device
    And Anna is mailed a link to reactivate her account
    And Bram does not find Anna in search
    And Bram cannot see Anna's profile
    And Bram's chat list is empty
    When Bram tries to send Anna the message "Ben je er nog?"
    Then Bram is told Anna cannot be found

  Scenario: A wrong password deletes nothing
    When Anna tries to delete her account with the password "niet mijn wachtwoord"
    Then Anna is told the password is wrong
    And Anna's account is active

  Scenario: Anna comes back within 14 days
    Given Anna deleted her account
    When 13 days go by
    And Anna opens the link in the reactivation mail
    Then Anna's account is active
    And Anna is logged in again
    And Bram finds Anna in search

  Scenario: Anna asks for a new link
    Given Anna deleted her account
    When 10 days go by
    And Anna asks for a new reactivation link
    Then Anna has received 2 reactivation mails
    When Anna opens the link in the reactivation mail
    Then Anna's account is active

  Scenario: Three reactivation mails a day, the one sent at deletion included
    Given Anna deleted her account
    When Anna asks for a new reactivation link 3 times
    Then Anna has received 3 reactivation mails
    When a day goes by
    And Anna asks for a new reactivation link
    Then Anna has received 4 reactivation mails

  Scenario: After 14 days the link no longer works
    Given Anna deleted her account
    When 14 days go by
    And Anna opens the link in the reactivation mail
    Then Anna is told the link is no longer valid
    And Anna's account is deleted

  Scenario: After 14 days her personal data is erased for good, and the books are kept
    Given Anna has 30 credits and no gratis messages
    And Anna has photos
    And Anna sends Bram the message "Tot ziens"
    And Anna deleted her account
    When 14 days go by
    And the deleted accounts are cleared away
    Then nothing left of Anna's account names her
    And Anna's photos no longer exist
    And Bram has no messages from Anna
    And Anna's credit ledger is kept for the books

  Scenario: An account deleted 13 days ago is kept
    Given Anna deleted her account
    When 13 days go by
    And the deleted accounts are cleared away
    Then Anna's account is deleted
