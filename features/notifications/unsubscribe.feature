Feature: Unsubscribing in one click, and mail stopped by complaints and bounces
  Every mail that is not about her account or her money says how to stop it: her mail client offers a one-click
  unsubscribe, and the footer links to a page that confirms in one click. Neither needs a login; the link is signed
  for her and for the address it went to. When her mail provider tells us she marked our mail as spam, or her
  address no longer receives mail, we stop all mail but the transactional kind until she turns it back on.

  Background:
    Given Anna gets mails about likes and about offers

  Scenario: One click in her mail client stops that kind of mail, and only that kind
    When Anna unsubscribes with one click from a mail about offers
    Then Anna gets no more mails about offers
    But Anna still gets mails about likes
    And Anna's mail is not disabled

  Scenario: Clicking twice changes nothing more
    When Anna unsubscribes with one click from a mail about offers
    And Anna unsubscribes with one click from that mail again
    Then Anna gets no more mails about offers
    But Anna still gets mails about likes

  Scenario: A mail about her account carries no unsubscribe link
    Then a mail about Anna's account has no unsubscribe link
    But a mail about likes to Anna has one

  Scenario: A complaint stops all mail but the transactional kind
    When Anna's mail provider reports that she marked a mail about offers as spam
    Then Anna's mail is disabled because of a complaint
    And Anna gets no more mails about likes
    But Anna still gets mails about her account

  Scenario: A hard bounce stops all mail but the transactional kind
    When the mail server reports that mail to Anna's address failed for good
    Then Anna's mail is disabled because of a bounce
    And Anna gets no more mails about offers
    But Anna still gets mails about her account

  Scenario: A soft bounce does not stop her mail
    When the mail server reports that mail to Anna's address is delayed because her mailbox is full
    Then Anna's mail is not disabled
    And Anna still gets mails about likes

  Scenario: A forged link changes nothing
    Given Bert gets mails about likes and about offers
    When someone changes the member in Anna's unsubscribe link to Bert and uses it
    Then the link is refused as invalid
    And Bert still gets mails about offers
    And Anna still gets mails about offers

  Scenario: A link sent to her old address stops nothing once she changed it
    Given Anna has a mail about offers with its unsubscribe link
    When Anna changes her e-mail address
    And the unsubscribe link of that mail is used
    Then the link is refused as invalid
    And Anna still gets mails about offers
