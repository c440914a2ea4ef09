Feature: Notifications bring a member back
  A member who allowed notifications hears of a new message, a like or a match on her phone or computer, also when
  Hartslag is closed. A notification is in her language and opens the right screen. She is not told of a message in
  the conversation she is reading at that moment. New messages in one conversation replace its notification, so she
  has one notification per conversation, not a pile. A phone that no longer takes our notifications is let go.

  Background:
    Given Anna has 100 credits and no gratis messages
    And Cas has 100 credits and no gratis messages
    And Bram allowed notifications on his phone

  Scenario: A new message arrives as a notification that opens the conversation
    When Anna sends Bram the message "Zin in koffie zaterdag?"
    Then Bram gets the notification "Anna begint een gesprek met je" saying "Zin in koffie zaterdag?"
    And tapping it opens his conversation with Anna

  Scenario: No push while she reads that conversation
    Given Bram has his conversation with Anna open in front of him
    When Anna sends Bram the message "Zie je dit meteen?"
    Then Bram gets no notification
    When Bram puts Hartslag in the background
    And Anna sends Bram the message "En nu?"
    Then Bram gets the notification "Nieuw bericht van Anna" saying "En nu?"

  Scenario: Another conversation open in front of him does not hold the notification back
    Given Bram has his conversation with Cas open in front of him
    When Anna sends Bram the message "Hoi Bram"
    Then Bram gets the notification "Anna begint een gesprek met je" saying "Hoi Bram"

  Scenario: Repeated messages collapse into one notification per conversation
    When Anna sends Bram the message "Hoi"
    And Anna sends Bram the message "Ben je er nog?"
    And Cas sends Bram the message "Hallo!"
    Then Bram has 2 notifications on his phone
    And the notification of his conversation with Anna says "Ben je er nog?"
    And the notification of his conversation with Cas says "Hallo!"

  Scenario: A gone subscription is removed
    Given Bram's phone no longer accepts notifications from Hartslag
    When Anna sends Bram the message "Hallo?"
    Then Bram gets no notification
    And Hartslag no longer sends notifications to Bram's phone

  Scenario: A like and a match
    When Anna likes Bram
    Then Bram gets the notification "Anna vindt je leuk" saying "Kijk wie je leuk vindt en like terug."
    And tapping it opens his likes
    Given Bram likes Cas
    When Cas likes Bram back
    Then Bram gets the notification "Het is een match met Cas!" saying "Jullie vinden elkaar leuk. Stuur Cas een bericht."
    And tapping it opens a message to Cas

  Scenario: In her own language
    Given Bram chose English as his language
    When Anna sends Bram the message "Hi Bram!"
    Then Bram gets the notification "Anna started a conversation with you" saying "Hi Bram!"

  Scenario: A notification reaches every device she allowed it on
    Given Bram also allowed notifications on his laptop
    When Anna sends Bram the message "Hoi Bram"
    Then Bram gets the notification "Anna begint een gesprek met je" on his phone and on his laptop

  Scenario: A shared computer shows notifications only of the member who allowed them there last
    Given Bram allowed notifications on the shared computer
    And Cas allowed notifications on the shared computer
    When Anna sends Bram the message "Alleen voor jou"
    Then the shared computer shows no notification for Bram
    When Anna sends Cas the message "Hoi Cas"
    Then the shared computer shows the notification "Anna begint een gesprek met je" for Cas
