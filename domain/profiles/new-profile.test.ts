import { newProfile, type SignupProfileFields } from './new-profile';

describe('a new member’s profile', () => {
  it('holds what signup asked; every other detail is empty, and it is disabled until she confirms (SPEC §4), her own and without a photo', () => {
    const asked: SignupProfileFields = { name: 'Anna', gender: 'female', sexuality: 'bi', dateOfBirth: new Date('1996-11-26T00:00:00Z'), country: 'BE', region: 'Vlaams-Brabant', city: 'Leuven' };
    const profile = newProfile(asked);
    expect(profile).toMatchObject(asked);
    const rest = Object.fromEntries(Object.entries(profile).filter(([field]) => !(field in asked)));
    expect(rest).toEqual({ reason: '', hairColour: '', eyeColour: '', bodyType: '', relationshipStatus: '', tattoos: '', interests: [], about: '', status: 'disabled', fictional: false, mainImage: null });
  });
});
