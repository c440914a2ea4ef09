Feature: Who a search shows
  A search shows the members someone may meet. It never shows the searcher herself, nor anyone she has
  blocked or who has blocked her, nor members who deleted their account, were disabled, chose to be
  invisible or have not confirmed their email address yet.
  Visitors who are not logged in see members only as the site's settings allow: logged_out_search lets
  every visitor search; when it is 'none', logged_out_search_trafficsource still lets in visitors who came
  through a traffic source (an advertisement or a partner), unless it is 'none' too.

  Scenario: Only members she may meet are shown
    Given these women are members:
      | name   | state                             |
      | Anna   | an ordinary member                |
      | Bea    | has blocked Tom                   |
      | Carla  | is blocked by Tom                 |
      | Dewi   | has deleted her account           |
      | Eva    | is disabled                       |
      | Fenna  | is invisible                      |
      | Greet  | has not confirmed her email       |
    When Tom searches for women
    Then Tom finds Anna and nobody else

  Scenario: The searcher does not find herself
    Given Anna is a member
    And Bea is a member
    When Anna searches for women
    Then Anna finds Bea and nobody else

  Scenario: A member who becomes visible again is found again
    Given these women are members:
      | name | state          |
      | Anna | is invisible   |
    When Anna becomes visible again
    And Tom searches for women
    Then Tom finds Anna and nobody else

  Scenario Outline: Visitors search as the settings allow
    Given the site's logged_out_search is "<search>" and its logged_out_search_trafficsource is "<traffic source>"
    When a visitor <arriving> opens the search
    Then the visitor <outcome>

    Examples:
      | search | traffic source | arriving                          | outcome                               |
      | all    | none           | who came directly                 | sees the members                      |
      | all    | none           | who came through a traffic source | sees the members                      |
      | none   | all            | who came directly                 | is asked to sign up or log in instead |
      | none   | all            | who came through a traffic source | sees the members                      |
      | none   | none           | who came through a traffic source | is asked to sign up or log in instead |
      | none   | none           | who came directly                 | is asked to sign up or log in instead |
