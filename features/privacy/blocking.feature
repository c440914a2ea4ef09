Feature: Blocking a member and invisible mode
  A member can block another member. From that moment neither of them sees the other anywhere:
  not in search, not on a profile page, not in the chat list, and no message goes from one to the other.
  Only the member who blocked can lift the block; the settings list the members one has blocked.
  An invisible member is left out of search, but can still be reached and chats as before.

  Scenario: After a block neither member sees the other
    Given Anna and Bram have a conversation
    When Anna blocks Bram
    Then Anna and Bram do not find each other in search
    And Anna and Bram cannot see each other's profile
    And Anna's chat list is empty
    And Bram's chat list is empty
    But Cas still finds Anna and Bram in search

  Scenario: After a block no message goes either way
    Given Anna has 30 credits and no gratis messages
    And Bram has 30 credits and no gratis messages
    And Anna and Bram have a conversation
    And Anna blocked Bram
    When Bram tries to send Anna the message "Waarom?"
    Then Bram is told he cannot contact Anna
    And Anna receives nothing
    When Anna tries to send Bram the message "Daarom."
    Then Anna is told she cannot contact Bram
    And Anna still has 30 credits

  Scenario: Lifting the block brings everything back
    Given Bram has 30 credits and no gratis messages
    And Anna and Bram have a conversation
    And Anna blocked Bram
    When Anna unblocks Bram
    Then Anna and Bram find each other in search
    And Anna's chat list shows Bram
    When Bram sends Anna the message "Fijn dat het weer kan"
    Then Anna receives the message "Fijn dat het weer kan" from Bram

  Scenario: Only the member who blocked can lift the block
    Given Anna blocked Bram
    When Bram unblocks Anna
    Then Anna and Bram do not find each other in search

  Scenario: The block list shows the members I blocked
    Given Anna blocked Bram
    And Anna blocked Cas
    And Dirk blocked Anna
    Then Anna's block list shows Bram and Cas

  Scenario: Nobody can block themselves
    When Anna tries to block herself
    Then Anna is told she cannot block herself

  Scenario: An invisible member is not found, but still chats
    Given Anna has 30 credits and no gratis messages
    And Bram is invisible
    Then Anna does not find Bram in search
    When Anna sends Bram the message "Ik vond je via een vriendin"
    Then Bram receives the message "Ik vond je via een vriendin" from Anna
    When Bram is visible again
    Then Anna finds Bram in search

  Scenario: The member who blocked sees whom she blocked on the profile, and lifts the block there
    Given Anna blocked Bram
    Then Anna sees on Bram's profile that she blocked him
    But Bram cannot see Anna's profile
    And Bram is not told that Anna blocked him
    When Anna unblocks Bram
    Then Anna sees Bram's profile as before
