// Authors and users (spec 000 §3). An author is valid only with a username (rules/author.ts).
import { type Static, Type } from '@sinclair/typebox';
import { DateString, Opt } from './common.ts';
import { ImageSchema } from './image.ts';

export const SocialProfileIdsSchema = Type.Object({
  twitter: Opt(Type.String()),
  facebookProfile: Opt(Type.String()),
  facebookPage: Opt(Type.String()),
  instagram: Opt(Type.String()),
});

export const AuthorRoleSchema = Type.Object({ name: Opt(Type.String()), role: Opt(Type.String()) });

export const AuthorSchema = Type.Object({
  id: Opt(Type.String()),
  username: Opt(Type.String()),
  firstName: Opt(Type.String()),
  lastName: Opt(Type.String()),
  authorBio: Opt(Type.String()),
  title: Opt(Type.String()),
  image: Opt(ImageSchema),
  socialProfileIds: Opt(SocialProfileIdsSchema),
  authorDisclosure: Opt(Type.String()),
  education: Opt(Type.String()),
  expertise: Opt(Type.String()),
  awardsAndCredentials: Opt(Type.String()),
  roles: Opt(Type.Array(AuthorRoleSchema)),
});
export type Author = Static<typeof AuthorSchema>;

export const UserSchema = Type.Object({
  id: Opt(Type.String()),
  username: Opt(Type.String()),
  profileUrl: Opt(Type.String()),
  email: Opt(Type.String()),
  firstName: Opt(Type.String()),
  lastName: Opt(Type.String()),
  jobTitle: Opt(Type.String()),
  dateCreated: Opt(DateString),
  image: Opt(ImageSchema),
  socialProfileIds: Opt(SocialProfileIdsSchema),
  authorBio: Opt(Type.String()),
});
export type User = Static<typeof UserSchema>;
