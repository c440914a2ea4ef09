Feature: Gifts and photos in a conversation
  Besides text, members send each other gifts from the site's catalogue and photos. A gift costs
  gift_credits and a photo photo_credits, always paid in credits: gratis messages are for text only.
  What is paid is taken from the balance when the gift or photo is sent, and every credit spent is
  written in the ledger. A member who has too few credits sends nothing and is offered to buy credits.

  Background:
    Given a gift costs 30 credits
    And a photo costs 20 credits

  Scenario: Sending a gift
    Given Anna is a new member with 2 gratis messages and 50 credits
    When Anna sends Bram a rose
    Then Bram receives a rose from Anna
    And Anna has 20 credits
    And Anna still has 2 gratis messages

  Scenario: A gift cannot be paid with gratis messages
    Given Anna is a new member with 3 gratis messages and 10 credits
    When Anna tries to send Bram a rose
    Then Anna is told she has too few credits
    And Anna is offered to buy credits
    And Bram receives nothing
    And Anna still has 10 credits

  Scenario: Sending a photo
    Given Anna has 25 credits and no gratis messages
    When Anna sends Bram a photo
    Then Bram receives a photo from Anna
    And the photo is kept private, for the two of them
    And Anna has 5 credits

  Scenario: A photo she cannot pay for is not kept
    Given Anna has 19 credits and no gratis messages
    When Anna tries to send Bram a photo
    Then Anna is told she has too few credits
    And Bram receives nothing
    And no photo of Anna's is stored
    And Anna still has 19 credits

  Scenario: A gift from her profile starts the conversation, paid the same way
    Given Anna is a new member with 2 gratis messages and 50 credits
    When Anna sends Bram a rose from his profile
    Then Bram receives a rose from Anna
    And Anna's chat list shows Bram
    And Anna has 20 credits
    And Anna still has 2 gratis messages
