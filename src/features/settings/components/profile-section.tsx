import { Button, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingSpinner } from '@/components/feedback/loading-spinner';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import type { TextValues } from '@/components/form/form-values';
import type { Profile, ProfileUpdate, ProfileUpdateInput } from '@/shared/schemas/profile';
import { useProfile, useUpdateProfile } from '@/lib/api/profile/profile';
import { SettingsSection } from './settings-section';
import { inputKind } from '@/components/form/input-kinds';

/** The profile form as typed: the names and the phone as text, at the version it was loaded with. */
type ProfileFormValues = TextValues<Pick<ProfileUpdateInput, 'first_name' | 'last_name' | 'phone'>> & Pick<ProfileUpdateInput, 'version'>;

const formValues = (profile: Profile): ProfileFormValues => ({
  first_name: profile.first_name ?? '',
  last_name: profile.last_name ?? '',
  phone: profile.phone ?? '',
  version: profile.version,
});

const profileResolver = lazyZodResolver<ProfileUpdateInput, ProfileUpdate>(() => import('@/shared/schemas/profile').then((m) => m.profileUpdateSchema));

interface ProfileFormProps {
  profile: Profile;
  /** Kept by the section: a 409 restarts the form from the stored profile and the message must stay. */
  serverError: string | null;
  setServerError: (message: string | null) => void;
}

function ProfileForm({ profile, serverError, setServerError }: ProfileFormProps) {
  const update = useUpdateProfile();
  const { register, handleSubmit, formState } = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    defaultValues: formValues(profile),
    resolver: profileResolver,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await update.mutateAsync({ ...values, phone: values.phone || null });
      notify({ variant: 'success', title: 'Profile saved' });
    } catch (failure) {
      // A 409 reloads the stored profile (the form starts again from it: see the key below).
      setServerError(failure instanceof Error ? failure.message : 'Your profile could not be saved.');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Profile">
      <Stack gap="4" maxW="md">
        <FormField label="First name" error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...register('last_name')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message} helperText="Optional: the office calls this number about inspections.">
          <Input {...inputKind('tel')} {...register('phone')} />
        </FormField>
        <FormField label="Email" helperText="Your sign-in address; ask the office to change it.">
          <Input {...inputKind('email')} value={profile.email} readOnly />
        </FormField>
        <FormError message={serverError ?? undefined} />
        <Button type="submit" alignSelf="start" loading={formState.isSubmitting}>
          Save profile
        </Button>
      </Stack>
    </form>
  );
}

/** Name and phone of the signed-in user (PATCH /api/profile with the version it was loaded at). */
export function ProfileSection() {
  const profile = useProfile();
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <SettingsSection title="Profile" description="Your name and phone number as the office and your projects' parties see them.">
      {profile.data ? (
        // A new version (saved here or elsewhere) restarts the form from the stored values.
        <ProfileForm key={profile.data.version} profile={profile.data} serverError={serverError} setServerError={setServerError} />
      ) : profile.isError ? (
        <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} />
      ) : (
        <LoadingSpinner label="Loading your profile" />
      )}
    </SettingsSection>
  );
}
