Feature: Mail and text messages are sent after what they tell has happened, and never lost
  What a member is told by mail or SMS (an activation link, an order confirmation, a code) is written down in the
  same step as the change it tells of, and sent afterwards by a worker. If the mail server is down, the mail is
  tried again later instead of being lost; a change that did not go through sends nothing.

  Background:
    Given the outbox is empty

  Scenario: A mail is sent once, after the change it tells of
    When a purchase by Anna is recorded with its order confirmation
    Then no mail has been sent yet
    When the worker delivers the outbox
    Then the mail server has received 1 mail for Anna
    When the worker delivers the outbox
    Then the mail server has received 1 mail for Anna

  Scenario: A change that fails sends nothing
    When a purchase by Anna fails after its order confirmation was written
    And the worker delivers the outbox
    Then the mail server has received 0 mails for Anna

  Scenario: A mail the mail server refuses is tried again later, with the same message id
    Given the mail server refuses the next 2 mails
    When a purchase by Anna is recorded with its order confirmation
    And the worker delivers the outbox
    Then the mail server has received 0 mails for Anna
    And the mail is tried again between 5 and 10 seconds later
    When 10 seconds pass and the worker delivers the outbox
    Then the mail server has received 0 mails for Anna
    And the mail is tried again between 10 and 20 seconds later
    When 20 seconds pass and the worker delivers the outbox
    Then the mail server has received 1 mail for Anna
    And every attempt carried the same message id

  Scenario: A mail that keeps failing is kept for the operator after 17 attempts
    Given the mail server refuses every mail
    When a purchase by Anna is recorded with its order confirmation
    And the worker tries for 3 days
    Then the mail was tried 17 times
    And the operator sees 1 dead mail with the mail server's answer
    When the mail server accepts mail again and the operator sends the dead mails again
    And the worker delivers the outbox
    Then the mail server has received 1 mail for Anna
