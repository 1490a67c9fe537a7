import { createContext } from 'react';
import type { AuthError, Session, User } from '@supabase/supabase-js';
import type { Role } from '@/shared/auth/roles';
import type { BackendUser, SignUpMetadata } from '@/shared/schemas/auth';
import type { ApiRequestOptions } from '../api-client';
import type { HomeChoice } from './home-choice';
import type { SignOutOutcome } from './sign-out';

export interface SignUpInput {
  email: string;
  password: string;
  metadata: SignUpMetadata;
}

export interface SignUpResult {
  user: User | null;
  session: Session | null;
}

export interface AuthContextValue {
  user: User | null;
  session: Session | null;
  backendUser: BackendUser | null;
  /** The role the UI acts on (backend user_role, or inferred when the sync failed). */
  role: Role | null;
  syncError: string | null;
  /** Why the app signed the user out by itself (a suspended account), until the next sign-in. */
  notice: string | null;
  /** True until it is known who is signed in and with which role. */
  loading: boolean;
  isAuthenticated: boolean;
  /** Which home `/` and `/home` show (docs/features.md, Home choice). */
  home: HomeChoice;
  /** Throw the provider's AuthError on failure. */
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  signOut(): Promise<SignOutOutcome>;
  resetPassword(email: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  /** The API client bound to this session ('No active session for API request' when signed out). */
  apiRequest<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<T>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export type { AuthError };
