Feature: Who a member's search looks for at first
  When a member opens the search without choosing a gender, the search looks for the people her own
  gender and sexuality point to. She can always choose another gender, or everyone, herself.

  Scenario Outline: A <gender> member who is <sexuality> first sees <sought>
    Given a <gender> member who is <sexuality>
    When the member opens the search without choosing a gender
    Then the search looks for <sought>

    Examples:
      | gender | sexuality | sought   |
      | man    | hetero    | women    |
      | woman  | hetero    | men      |
      | man    | gay       | men      |
      | woman  | lesbian   | women    |
      | man    | bi        | everyone |
      | woman  | bi        | everyone |
