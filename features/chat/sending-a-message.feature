Feature: Sending a message costs credits
  Members pay for each message they send with credits.
  A new member first uses the gratis messages received at signup.
  A free member can chat with two members at most; a premium member with as many as they like.
  Messages from a member who has not confirmed their email address reach no one until they confirm it.

  Background:
    Given a message costs 10 credits

  Scenario: A member with enough credits sends a message
    Given Anna has 30 credits and no gratis messages
    When Anna sends Bram the message "Hoi Bram, zin in een kop koffie?"
    Then Bram receives the message "Hoi Bram, zin in een kop koffie?" from Anna
    And Anna has 20 credits

  Scenario: A new member's gratis message is used before credits
    Given Anna is a new member with 1 gratis message and 30 credits
    When Anna sends Bram the message "Hallo!"
    Then Bram receives the message "Hallo!" from Anna
    And Anna still has 30 credits
    When Anna sends Bram the message "Hoe gaat het met je?"
    Then Anna has 20 credits

  Scenario: A member with too few credits cannot send a message
    Given Anna has 5 credits and no gratis messages
    When Anna tries to send Bram the message "Hoi Bram"
    Then Anna is told she has too few credits
    And Anna is offered to buy credits
    And Bram receives nothing
    And Anna still has 5 credits

  Scenario: A free member cannot start a third conversation
    Given Anna is a free member
    And Anna has started conversations with Bram and Cas
    When Anna tries to start a conversation with Dirk
    Then Anna is told free members can chat with two members at most
    And Anna's chat list shows Bram and Cas

  Scenario: A premium member can start a third conversation
    Given Anna is a premium member
    And Anna has started conversations with Bram and Cas
    When Anna starts a conversation with Dirk
    Then Anna's chat list shows Bram, Cas and Dirk

  Scenario: A message from a member who has not confirmed her email address is held
    Given Anna has 30 credits and no gratis messages
    And Anna has not confirmed her email address
    When Anna sends Bram the message "Hoi Bram!"
    Then Anna sees her message "Hoi Bram!" held until she confirms her email address
    And Bram receives nothing

  Scenario: Opening a chat without writing does not use one of a free member's two conversations
    Given Anna is a free member
    When Anna opens a chat with Bram without writing
    And Anna opens a chat with Cas without writing
    Then Bram's chat list is empty
    When Anna starts a conversation with Dirk
    And Anna starts a conversation with Bram
    Then Anna's chat list shows Bram and Dirk
    When Anna tries to start a conversation with Cas
    Then Anna is told free members can chat with two members at most

  Scenario: A member removes a chat from her list
    Given Bram has 30 credits and no gratis messages
    And Bram sends Anna the message "Hoi Anna"
    When Anna removes her chat with Bram
    Then Anna's chat list is empty
    And Anna sees no messages in her chat with Bram
    And Bram's chat list shows Anna
    When Bram sends Anna the message "Ben je er nog?"
    Then Anna's chat list shows Bram
