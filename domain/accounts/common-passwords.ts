/** The most used passwords of public breach lists, 8 characters or longer (shorter ones fail the length rule anyway). */
export const commonPasswords: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '123123123', '11111111', '00000000', '88888888',
  '87654321', '987654321', '123321123', '147258369', '159753258', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  'password', 'password1', 'password12', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'wachtwoord',
  'wachtwoord1', 'wachtwoord123', 'passwort', 'passwort1', 'motdepasse', 'qwertyuiop', 'qwerty123', 'qwerty12',
  'qwertyui', 'azertyuiop', 'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'ikhouvanjou',
  'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welkom01', 'welkom123', 'letmein1',
  'trustno1', 'superman', 'starwars', 'whatever', 'jennifer', 'michelle', 'computer', 'corvette',
  'mercedes', 'hello123', 'abc12345', 'abcd1234', 'aa123456', 'a1234567', 'q1w2e3r4', 'q1w2e3r4t5',
  'monkey123', 'dragon123', 'master123', 'shadow123', 'liverpool', 'chelsea1', 'arsenal1', 'ajax1900',
  'feyenoord', 'butterfly', 'charlie1', 'danielle', 'samantha', 'jessica1', 'football1', 'basketball',
  'babygirl1', 'lovely123', 'iloveu123', 'secret123', 'changeme', 'administrator', 'admin123', 'adminadmin',
  'test1234', 'testtest', 'internet', 'nederland', 'amsterdam', 'rotterdam', 'deutschland', 'schatje1',
  'liefde123', 'lekkerding', 'pokemon1', 'minecraft', 'fortnite', 'spiderman', 'batman123', 'summer2024',
  'zomer2024', 'winter2024', 'welcome123', 'qazwsxedc', '1qazxsw2', 'zaq12wsx', 'password!', 'loveyou1',
]);
