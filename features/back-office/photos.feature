Feature: Moderators review every photo members put online, and take down the ones that break the rules
  A photo is online as soon as a member uploads it; every new photo — on a profile or in a chat — waits in
  the moderators' photo queue, the oldest first. A moderator approves it, or rejects it with a reason from a
  fixed list. A rejected photo is gone everywhere at once: from her profile, from search, from her own photo
  list and from its address; when it was her main photo, the next one becomes her main photo. She learns of
  it by mail in her own language, and her profile page says which reason. A report on a member can hide one
  of her photos in the same way. Every decision is in the audit trail.

  Background:
    Given Bram put two photos on his profile

  Scenario: New photos wait in the queue, oldest first, while they are online already
    Then the photo queue shows Bram's first photo before his second
    And Bram's first photo is his main photo

  Scenario: Only moderators and admins review photos
    Then a moderator and an admin may read the photo queue
    But support, finance, a member and a visitor are refused the photo queue

  Scenario: An approved photo stays, and leaves the queue
    When the moderator approves Bram's first photo
    Then the photo queue shows only Bram's second photo
    And Bram still has two photos
    And the audit trail says the photo was approved

  Scenario: Rejecting needs a reason from the list, and "other" needs a note
    When the moderator rejects Bram's first photo without a reason
    Then the photo decision is refused because the reason is missing
    When the moderator rejects Bram's first photo as "other" without a note
    Then the photo decision is refused because the note is missing
    And Bram still has two photos

  Scenario: A rejected main photo is gone at once, the next photo is main, and Bram is told why in his language
    Given Bram's language is English
    When the moderator rejects Bram's first photo because it shows contact details
    Then Bram has one photo left, and it is his main photo
    And the rejected photo's files are gone
    And Bram gets a mail in English that says the photo shows contact details
    And Bram's profile page says a photo was rejected because it shows contact details
    And the audit trail says the photo was rejected for contact details

  Scenario: A report hides one of the reported member's photos
    Given Anna reported Bram's photo as offensive
    When the moderator resolves Anna's report by hiding Bram's second photo for violence
    Then Bram has one photo left, and it is his main photo
    And Anna's report is resolved as a hidden photo
