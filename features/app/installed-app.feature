Feature: The installed app keeps no member data on the device
  The app can be installed on a phone or a computer. To open quickly and to say "Je bent offline" without a
  connection, it keeps the app's own files on the device: its scripts, its icons and the offline page. It never keeps
  what belongs to a member: her pages, her messages and matches, profiles, photos. When she logs out, everything of
  her visit that it kept is gone; only the app's own files stay.

  Scenario: A member's pages, answers and photos are never kept
    Given Anna uses the installed app
    When she opens the search, a profile with its photos, a private photo and her conversations
    Then the device keeps the app's scripts she loaded
    But the device keeps no page, no answer of the app's server and no photo

  Scenario: After logout only the app's own files stay
    Given Anna uses the installed app
    And she opened a profile and her conversations
    When she logs out
    Then the device keeps only the app's own files
    And nothing she loaded during her visit is kept

  Scenario: Offline, the app says so instead of showing an old page
    Given Anna uses the installed app
    And she opened her conversations before
    When she opens her conversations without a connection
    Then she sees the offline page
