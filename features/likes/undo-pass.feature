Feature: Taking back the last pass in the swipe game
  In the swipe game a member may take back her last pass, free of charge: the profile she passed on comes
  back on top of the cards and is dealt again. Only her last pass can be taken back, and only a pass: a
  like in the swipe game is never taken back this way.

  Background:
    Given Anna is a free member
    And Bram and Cas are in Anna's swipe game

  Scenario: Her last pass is taken back and the profile is dealt again
    When Anna passes on Bram in the swipe game
    And a minute later Anna passes on Cas in the swipe game
    And Anna takes back her last pass
    Then the swipe game deals Anna Cas again
    But the swipe game no longer deals Anna Bram

  Scenario: An older pass cannot be taken back
    When Anna passes on Bram in the swipe game
    And a minute later Anna passes on Cas in the swipe game
    And Anna tries to take back her pass on Bram
    Then Anna is told there is no such pass to take back
    And the swipe game no longer deals Anna Bram

  Scenario: A like is never taken back as a pass
    When Anna passes on Bram in the swipe game
    And a minute later Anna likes Cas in the swipe game
    And Anna tries to take back her pass on Bram
    Then Anna is told there is no such pass to take back
    And Anna has 3 swipe likes left today

  Scenario: Taking back a pass is free
    When Anna passes on Bram in the swipe game
    And Anna takes back her last pass
    Then Anna has 4 swipe likes left today
