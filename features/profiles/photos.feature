Feature: Profile photos
  Members add photos to their profile. The first photo becomes the main photo, shown with the profile
  in search, likes and chats. A free member can have at most 3 photos, a premium member 25.
  Every photo is stored anew, so nothing the camera recorded in the file (such as where it was taken) is kept.

  Scenario: The first photo becomes the main photo
    Given Anna is a free member without photos
    When Anna adds a photo
    Then Anna's main photo is her first photo
    When Anna adds a photo
    Then Anna's main photo is still her first photo
    And Anna has 2 photos

  Scenario: A free member can have at most 3 photos
    Given Anna is a free member with 2 photos
    When Anna adds a photo
    Then Anna has 3 photos
    When Anna tries to add a photo
    Then Anna is told she can have no more than 3 photos
    And Anna has 3 photos

  Scenario: A premium member can have up to 25 photos
    Given Bram is a premium member with 24 photos
    When Bram adds a photo
    Then Bram has 25 photos
    When Bram tries to add a photo
    Then Bram is told he can have no more than 25 photos
    And Bram has 25 photos

  Scenario: A file that is not a photo is refused
    Given Anna is a free member without photos
    When Anna tries to add a text file as a photo
    Then Anna is told the file is not a photo
    And Anna has 0 photos
