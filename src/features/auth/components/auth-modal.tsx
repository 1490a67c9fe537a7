import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { AUTH_VIEW_TITLES, type AuthView } from '../auth-view';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { UpdatePasswordForm } from './update-password-form';

export interface AuthModalProps {
  /** The open view, or null when closed. */
  view: AuthView | null;
  onViewChange: (view: AuthView) => void;
  onClose: () => void;
}

/** Sign in, register, reset and update password in one dialog (docs/features.md, Screens, roles and sign-in). */
export function AuthModal({ view, onViewChange, onClose }: AuthModalProps) {
  return (
    <Dialog.Root
      open={view !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={view === 'register' ? 'lg' : 'md'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {view && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{AUTH_VIEW_TITLES[view]}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">
                  {view === 'login' && <LoginForm onViewChange={onViewChange} />}
                  {view === 'register' && <RegisterForm onViewChange={onViewChange} />}
                  {view === 'resetPassword' && <ForgotPasswordForm onViewChange={onViewChange} />}
                  {view === 'updatePassword' && <UpdatePasswordForm onDone={onClose} />}
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label="Close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
