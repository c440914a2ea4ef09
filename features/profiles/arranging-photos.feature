Feature: Arranging, hiding and deleting photos
  A member puts her photos in the order she likes. The first photo is her main photo: it is shown with her
  profile in search, likes and chats, and everyone may see it. A premium member can make her other photos
  private: only premium members see a private photo; other members see it locked, and a visitor sees only
  the main photo. Private photos are a premium function.

  Scenario: Choosing another main photo
    Given Anna is a free member with 3 photos
    When Anna makes her photo 3 her main photo
    Then Anna's photos are in the order 3, 1, 2
    And Anna's main photo is her photo 3

  Scenario: Putting the photos in another order
    Given Anna is a free member with 3 photos
    When Anna puts her photos in the order 2, 3, 1
    Then Anna's photos are in the order 2, 3, 1
    And Anna's main photo is her photo 2

  Scenario: An order that leaves out a photo is refused and changes nothing
    Given Anna is a free member with 3 photos
    When Anna tries to put her photos in the order 2, 1
    Then Anna is told every photo must be in the order once
    And Anna's photos are in the order 1, 2, 3

  Scenario: Deleting the main photo makes the next photo the main photo
    Given Anna is a free member with 2 photos
    When Anna deletes her photo 1
    Then Anna has 1 photo
    And Anna's main photo is her photo 2
    When Anna deletes her photo 2
    Then Anna has 0 photos
    And Anna has no main photo

  Scenario: A member cannot delete another member's photo
    Given Anna is a free member with 1 photo
    And Bram is a free member with 1 photo
    When Anna tries to delete Bram's photo 1
    Then Anna is told the photo was not found
    And Bram has 1 photo

  Scenario: Who sees a private photo
    Given Bram is a premium member with 3 photos
    And Anna is a free member without photos
    And Cas is a premium member with 1 photo
    When Bram makes his photo 2 private
    Then Anna sees Bram's photos as: whole, locked, whole
    And Cas sees Bram's photos as: whole, whole, whole
    And a visitor sees Bram's photos as: whole, locked, locked
    And Bram sees his own photos as: whole, whole, whole

  Scenario: A photo made private can no longer be opened where it was while public
    Given Bram is a premium member with 2 photos
    When Bram makes his photo 2 private
    Then Bram's photo 2 is no longer where it was while public
    And Bram's photo 2 is kept private, under a name that says nothing of the public one
    When Bram makes his photo 2 public
    Then Bram's photo 2 is kept with the public photos again

  Scenario: Private photos are a premium function
    Given Anna is a free member with 2 photos
    When Anna tries to make her photo 2 private
    Then Anna is told this is for premium members
    And Anna's photo 2 is public

  Scenario: The main photo is never private
    Given Bram is a premium member with 2 photos
    When Bram tries to make his photo 1 private
    Then Bram is told his main photo is always public
    When Bram makes his photo 2 private
    And Bram makes his photo 2 his main photo
    Then Bram's photo 2 is public

  Scenario: A member who is no longer premium can still make a private photo public
    Given Bram is a premium member with 2 photos
    And Bram has made his photo 2 private
    And Bram is no longer premium
    When Bram makes his photo 2 public
    Then Bram's photo 2 is public
