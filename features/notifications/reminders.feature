@reminders
Feature: Reminders and weekly updates bring members back
  A member who has not been back for a while hears from Hartslag: once about a message she left unread, once a week
  about what happened for her, once about her welcome discount before it ends (only if she wants offers), and once
  about a profile photo. Never twice for the same thing, never to someone who turned that mail off or whose mail is
  disabled, and always in her own language.

  Scenario: A message left unread for a day is reminded of once, however often the job runs
    Given Sanne wrote Anna a message 25 hours ago that Anna has not read
    When the reminder jobs run twice
    Then Anna has been sent 1 reminder mail: "Sanne wacht op je antwoord"

  Scenario: Two instances running the jobs at the same moment send one reminder
    Given Sanne wrote Anna a message 25 hours ago that Anna has not read
    When two instances run the reminder jobs at the same moment
    Then Anna has been sent 1 reminder mail: "Sanne wacht op je antwoord"

  Scenario: A message is not reminded of before it waited a day
    Given Sanne wrote Anna a message 23 hours ago that Anna has not read
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: More messages in the same unread conversation bring no second reminder; a new one after reading does
    Given Sanne wrote Anna a message 30 hours ago that Anna has not read
    And the reminder jobs have run
    And Sanne wrote Anna a message 26 hours ago that Anna has not read
    When the reminder jobs run
    Then Anna has been sent 1 reminder mail: "Sanne wacht op je antwoord"
    When Anna reads her conversation with Sanne
    And three days later Sanne wrote Anna a message 25 hours ago that Anna has not read
    And the reminder jobs run
    Then Anna has been sent 2 reminder mails

  Scenario: A member who turned unread-message reminders off gets none
    Given Anna turned off the mail "unread_message_reminders"
    And Sanne wrote Anna a message 25 hours ago that Anna has not read
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: A member whose mail is disabled gets no reminder
    Given Anna's mail is disabled because her address bounced
    And Sanne wrote Anna a message 25 hours ago that Anna has not read
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: A reminder comes in her language
    Given Anna uses the site in English
    And Sanne wrote Anna a message 25 hours ago that Anna has not read
    When the reminder jobs run
    Then Anna has been sent 1 reminder mail: "Sanne is waiting for your reply"

  Scenario: The weekly update tells her what happened in her week, once that week
    Given Anna's week ends now
    And Piet liked Anna 3 days ago
    When the reminder jobs run twice
    Then Anna has been sent 1 reminder mail: "Je week op Hartslag: 1 nieuwe like"

  Scenario: The weekly update counts who viewed her profile, but not an invisible visitor nor one she blocked
    Given Anna's week ends now
    And Piet viewed Anna's profile 3 days ago
    And Joop viewed Anna's profile 2 days ago
    And Eva viewed Anna's profile 2 days ago
    And Eva then turned invisible
    And Kees viewed Anna's profile 1 day ago
    And Anna then blocked Kees
    When the reminder jobs run
    Then Anna has been sent 1 reminder mail: "Je week op Hartslag: 2 leden bekeken je profiel"
    And Anna's weekly update says "2 leden bekeken je profiel" with a link to "https://hartslag.example/visitors"

  Scenario: A week whose only visitor she blocked brings no weekly update
    Given Anna's week ends now
    And Kees viewed Anna's profile 1 day ago
    And Anna then blocked Kees
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: A quiet week brings no weekly update
    Given Anna's week ends now
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: A member who turned weekly updates off gets none
    Given Anna's week ends now
    And Anna turned off the mail "weekly_updates"
    And Piet liked Anna 3 days ago
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: The time-bonus offer goes only to a free member who asked for offers, an hour before it ends
    Given Anna signed up 3 hours ago
    And Anna turned on the mail "promotions"
    When the reminder jobs run twice
    Then Anna has been sent 1 reminder mail: "Nog 1 uur: 25% korting op je eerste credits"

  Scenario: No offer without her consent
    Given Anna signed up 3 hours ago
    When the reminder jobs run
    Then Anna has been sent no reminder mail

  Scenario: A member without a photo is asked once to add one, a day after signing up
    Given Anna signed up 25 hours ago
    When the reminder jobs run twice
    Then Anna has been sent 1 reminder mail: "Voeg een foto toe aan je profiel"
