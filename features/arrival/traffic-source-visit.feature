Feature: A visit from a traffic source is remembered without a tracking cookie
  A visitor who comes through an advertisement or a partner's link (the link carries tracking data) may be shown more
  than other visitors: the site's logged_out_search_trafficsource lets her see the members. She keeps that for the
  rest of her visit whatever she chose about cookies, because the site remembers only that she came through a
  traffic source, for as long as her browser session lasts. The partner's data itself is kept on her device only when
  she accepted cookies, so the partner can be paid when she signs up.

  Background:
    Given the site shows the members to visitors from a traffic source only

  Scenario: She refused cookies and keeps seeing the members on her next pages
    Given a visitor who refused cookies
    When she arrives through a link with network "adnet"
    And she opens another page without tracking data
    Then she sees the members
    And the partner's data is not kept on her device
    And it is remembered for this browser session only that she came through a traffic source

  Scenario: She has not chosen yet and keeps seeing the members
    Given a visitor who has not chosen about cookies
    When she arrives through a link with network "adnet"
    And she opens another page without tracking data
    Then she sees the members
    And the partner's data is not kept on her device

  Scenario: She accepted cookies and the partner's data is kept for her signup
    Given a visitor who accepted cookies
    When she arrives through a link with network "adnet"
    And she opens another page without tracking data
    Then she sees the members
    And the partner's data is kept on her device

  Scenario: Refusing later takes the partner's data away, not what she was shown
    Given a visitor who accepted cookies
    When she arrives through a link with network "adnet"
    And she refuses cookies after all
    And she opens another page without tracking data
    Then she sees the members
    And the partner's data is not kept on her device

  Scenario: Her next browser session starts as any other visit
    Given a visitor who refused cookies
    When she arrives through a link with network "adnet"
    And she closes her browser and comes back without tracking data
    Then she is asked to sign up or log in instead

  Scenario: A visitor who came directly is not taken for one from a traffic source
    Given a visitor who refused cookies
    When she opens another page without tracking data
    Then she is asked to sign up or log in instead
