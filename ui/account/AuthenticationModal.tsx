import { type ModalProps } from '../modals/modal-types';
import { type AuthMode } from './auth-form';
import { AuthPanel } from './AuthPanel';

export interface AuthenticationPayload {
  readonly mode?: AuthMode;
  readonly email?: string;
}

/** The authentication modal (cart spec §2): log in, register or reset; closes once logged in. */
export default function AuthenticationModal({ payload, close, titleId }: ModalProps) {
  const options = (payload ?? {}) as AuthenticationPayload;
  return (
    <div className="modal-content">
      <AuthPanel initialMode={options.mode} initialEmail={options.email} onLoggedIn={close} titleId={titleId} headingLevel={2} />
    </div>
  );
}
