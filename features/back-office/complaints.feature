Feature: Moderators work the complaints from the complaints form
  A visitor or a member who fills in the complaints form in the footer gets a reference, the support
  address gets the complaint by mail, and the complaint waits in the moderators' queue. Moderators and
  admins see the open complaints, the one waiting longest on top, with what it is about, the text, and
  who sent it. A moderator takes a complaint, so the others see it is hers; she resolves it with her
  answer, which is mailed to whoever filed it in her language, together with the resolution. A complaint
  is resolved only once, and the audit trail says who took it, who resolved it and why.

  Background:
    Given a visitor complained about a payment
    And a minute later the member Anna complained about a profile

  Scenario: The complaints wait in the open queue, oldest first
    Then the open complaints are the visitor's and then Anna's
    And Anna's complaint names her account

  Scenario: Only moderators and admins work the complaints
    Then a moderator and an admin may read the complaints
    But support, finance, a member and a visitor are refused the complaints

  Scenario: A complaint is resolved with a note, once
    When the moderator resolves the visitor's complaint with the note "Dubbele betaling terugbetaald"
    Then the open complaints are Anna's only
    And the visitor's complaint is resolved with the note "Dubbele betaling terugbetaald"
    And the audit trail says the moderator resolved complaint 1 because "Dubbele betaling terugbetaald"
    When an admin resolves the visitor's complaint again
    Then that is refused because the complaint is resolved already

  Scenario: A complaint is not resolved without a note
    When the moderator resolves the visitor's complaint without a note
    Then that is refused because the note is missing
    And the open complaints are the visitor's and then Anna's

  Scenario: A moderator takes a complaint, and another's assignment passes to her
    When the moderator takes the visitor's complaint
    Then the open complaints are Anna's only
    And the visitor's complaint is assigned to the moderator
    And the audit trail says the moderator took complaint 1
    When an admin takes the visitor's complaint
    Then the visitor's complaint is assigned to the admin
    When the moderator resolves the visitor's complaint with the note "Dubbele betaling terugbetaald"
    Then the visitor's complaint is resolved with the note "Dubbele betaling terugbetaald"
    When the moderator takes the visitor's complaint
    Then that is refused because the complaint is resolved already

  Scenario: The visitor gets the answer by mail in the site's language
    Given the site's language is English
    When the moderator resolves the visitor's complaint with the note "We refunded the second payment."
    Then bezoeker@example.nl gets one answer in English with the visitor's reference and "We refunded the second payment."

  Scenario: A member gets the answer by mail in her own language
    Given Anna reads the site in German
    When the moderator resolves Anna's complaint with the note "Dein Profil ist wieder sichtbar."
    Then anna@example.nl gets one answer in German with Anna's reference and "Dein Profil ist wieder sichtbar."

  Scenario: The answer goes out with the resolution, and only with it
    When the moderator resolves the visitor's complaint without a note
    And the moderator resolves the visitor's complaint with the note "Dubbele betaling terugbetaald"
    And an admin resolves the visitor's complaint again
    Then bezoeker@example.nl gets one answer in Dutch with the visitor's reference and "Dubbele betaling terugbetaald"

  Scenario: A complaint is stored together with its mail to the support address, or not at all
    Then the support address got a mail for each of the 2 complaints
    When a visitor complains while no mail can be queued
    Then that is refused and the complaints are still 2
