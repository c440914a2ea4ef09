Feature: The warning for adults on arrival
  The site is for adults only. A visitor who is not logged in is asked once whether she is 18 or older before she sees
  the site. The question is not asked inside the installed app, not to members, and not again once she answered. The
  site can turn the warning off, or ask it only of visitors from the countries it lists. The chat pages ask it only of
  visitors from the Netherlands and Germany, and the landing pages for advertising do not ask it.

  Background:
    Given the site shows the warning for adults
    And the site lists no countries for the warning

  Scenario: A new visitor is asked
    Given a visitor from NL who has not answered the warning
    When she opens a page in the default layout
    Then she is asked whether she is 18 or older

  Scenario: A visitor who answered is not asked again
    Given a visitor from NL who answered the warning earlier
    When she opens a page in the default layout
    Then she is not asked whether she is 18 or older

  Scenario: A member is not asked
    Given a member from NL who is logged in
    When she opens a page in the default layout
    Then she is not asked whether she is 18 or older

  Scenario: Nobody is asked in the installed app
    Given a visitor from NL who has not answered the warning
    And she uses the installed app
    When she opens a page in the default layout
    Then she is not asked whether she is 18 or older

  Scenario: The site has turned the warning off
    Given the site does not show the warning for adults
    And a visitor from NL who has not answered the warning
    When she opens a page in the default layout
    Then she is not asked whether she is 18 or older

  Scenario Outline: The site asks only visitors from the countries it lists
    Given the site lists the countries <listed> for the warning
    And a visitor from <country> who has not answered the warning
    When she opens a page in the default layout
    Then she <is asked or not> whether she is 18 or older

    Examples:
      | listed | country | is asked or not |
      | DE, AT | AT      | is asked        |
      | DE, AT | NL      | is not asked    |

  Scenario Outline: The chat pages ask only visitors from the Netherlands and Germany
    Given a visitor from <country> who has not answered the warning
    When she opens a page in the <layout> layout
    Then she <is asked or not> whether she is 18 or older

    Examples:
      | country | layout  | is asked or not |
      | NL      | chat    | is asked        |
      | DE      | chat    | is asked        |
      | BE      | chat    | is not asked    |
      | BE      | default | is asked        |
      | BE      | empty   | is asked        |
      | NL      | lander  | is not asked    |
