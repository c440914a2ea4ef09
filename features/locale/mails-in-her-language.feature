Feature: Mails in her language, counted as her language counts
  A mail is written in the member's language when there are mail texts for it, and counts likes and waiting
  conversations with that language's plural forms (decision 0060). A language without mail texts gets Dutch, the
  site's language; a member can only choose a language the site serves, and every served language has its mails.

  Scenario: A German member's mail is German
    Given a member whose language is "de"
    When her activation mail is written
    Then the mail's subject is "Bestätige deine E-Mail-Adresse bei Hartslag"

  Scenario: A language without mail texts gets Dutch
    Given a member whose language is "pt"
    When her activation mail is written
    Then the mail's subject is "Bevestig je e-mailadres bij Hartslag"

  Scenario Outline: The weekly update counts her likes in her language
    Given a member whose language is "<language>"
    When her weekly update with <likes> new likes is written
    Then the mail lists "<line>"

    Examples:
      | language | likes | line                 |
      | nl       | 1     | 1 nieuwe like        |
      | nl       | 3     | 3 nieuwe likes       |
      | pl       | 1     | 1 nowe polubienie    |
      | pl       | 2     | 2 nowe polubienia    |
      | pl       | 5     | 5 nowych polubień    |
      | pl       | 22    | 22 nowe polubienia   |
