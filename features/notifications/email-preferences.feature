Feature: A member chooses which e-mails she gets
  On the notifications page a member switches each kind of e-mail on or off. A mail is sent only while its kind is
  switched on, checked at the moment it goes out: a kind she switched off after the mail was written still stops it.
  Mail about her account (activation, password, address, payments) always arrives. While her mail is stopped, because
  she unsubscribed, a mail of ours was reported as spam or her mailbox refused it, only mail about her account goes.

  Scenario: A new member gets mail about her conversations, likes and reminders, but no offers or news until she asks
    Given Anna has just joined
    Then Anna's e-mail preferences are
      | new conversations                | on  |
      | new messages                     | on  |
      | likes and matches                | on  |
      | reminders about unread messages  | on  |
      | offers                           | off |
      | weekly summary                   | on  |
      | news                             | off |
      | tips and reminders               | on  |

  Scenario Outline: Switching a kind of mail off stops that mail, and only that mail
    Given Anna switched "<kind>" off
    When Hartslag sends Anna a <mail>
    Then Anna does not get it
    When Hartslag sends Anna a <other mail>
    Then Anna gets it

    Examples:
      | kind                            | mail                         | other mail                   |
      | new conversations               | first message of a chat      | new message in a chat        |
      | new messages                    | new message in a chat        | first message of a chat      |
      | likes and matches               | like                         | new message in a chat        |
      | likes and matches               | match                        | weekly summary               |
      | reminders about unread messages | reminder of unread messages  | like                         |
      | weekly summary                  | weekly summary               | like                         |
      | tips and reminders              | profile photo reminder       | weekly summary               |

  Scenario: Offers are sent only after she switched them on
    Given Anna has just joined
    When Hartslag sends Anna an offer
    Then Anna does not get it
    When Anna switches "offers" on
    And Hartslag sends Anna an offer
    Then Anna gets it

  Scenario: News is sent only after she switched it on
    Given Anna has just joined
    Then mail of the kind "news" may not be sent to Anna
    When Anna switches "news" on
    Then mail of the kind "news" may be sent to Anna

  Scenario: A kind switched off after the mail was written still stops it
    Given a like mail to Anna is waiting to go out
    When Anna switches "likes and matches" off
    And the mail goes out
    Then Anna does not get it

  Scenario: Mail about her account always arrives, whatever she switched off
    Given Anna switched every kind of mail off
    When Hartslag sends Anna a password reset link
    Then Anna gets it
    When Hartslag sends Anna a payment confirmation
    Then Anna gets it

  Scenario Outline: While her mail is stopped, only mail about her account arrives
    Given Anna's mail is stopped because <reason>
    When Hartslag sends Anna a like
    Then Anna does not get it
    When Hartslag sends Anna a weekly summary
    Then Anna does not get it
    When Hartslag sends Anna a password reset link
    Then Anna gets it

    Examples:
      | reason                                |
      | she unsubscribed                      |
      | she reported a mail of ours as spam   |
      | her mailbox refused our mail          |

  Scenario: Turning her mail back on undoes an unsubscribe and a spam report
    Given Anna's mail is stopped because she unsubscribed
    And Anna's mail is stopped because she reported a mail of ours as spam
    When Anna turns her mail back on
    Then Anna's mail is not stopped
    When Hartslag sends Anna a like
    Then Anna gets it

  Scenario: A mailbox that refused our mail keeps her mail stopped until she confirms an address
    Given Anna's mail is stopped because her mailbox refused our mail
    And Anna's mail is stopped because she unsubscribed
    When Anna turns her mail back on
    Then Anna's mail is still stopped because her mailbox refused our mail
    When Hartslag sends Anna a like
    Then Anna does not get it

  Scenario: Her choices are hers alone
    Given Anna switched "likes and matches" off
    When Hartslag sends Bram a like
    Then Bram gets it

  Scenario: A new conversation is mailed, and its next messages once until she has read them
    When Bram writes to Anna
    Then Anna has been mailed 1 time that someone started a conversation
    When Bram writes to Anna
    And Bram writes to Anna
    Then Anna has been mailed 0 times about new messages
    When Anna opens her conversation with Bram
    And Bram writes to Anna
    And Bram writes to Anna
    Then Anna has been mailed 1 time about new messages

  Scenario: No mail about a message while she is on the site
    Given Anna is on the site
    When Bram writes to Anna
    Then Anna has been mailed 0 times that someone started a conversation

  Scenario: One mail about likes until she has looked at them, and a mail for every match
    When Bram likes Anna
    And Cas likes Anna
    Then Anna has been mailed 1 time about a like
    When Anna likes Bram back
    Then Bram has been mailed 1 time about a match
    When Anna looks at Bram's profile
    And Anna looks at Cas's profile
    And Dirk likes Anna
    Then Anna has been mailed 2 times about a like
