import { FormattedDate, FormattedMessage } from 'react-intl';
import { customerNumber } from '../../application/account/order-presenter';
import { type Profile } from '../../domain/account/types';
import { messages } from './messages';

/** The profile as the account shows it: name, e-mail, customer number (the same on every order), birth date, phone. */
export function ProfileSummary({ profile }: { readonly profile: Profile }) {
  const number = customerNumber(profile);
  return (
    <dl className="account-details">
      <div>
        <dt>
          <FormattedMessage {...messages.name} />
        </dt>
        <dd>
          {profile.firstname} {profile.lastname}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage {...messages.email} />
        </dt>
        <dd>{profile.email}</dd>
      </div>
      {number !== undefined && (
        <div>
          <dt>
            <FormattedMessage {...messages.customerNumber} />
          </dt>
          <dd data-testid="customer-number">{number}</dd>
        </div>
      )}
      {profile.date_of_birth !== undefined && profile.date_of_birth !== '' && (
        <div>
          <dt>
            <FormattedMessage {...messages.dateOfBirth} />
          </dt>
          <dd>
            <FormattedDate value={profile.date_of_birth} dateStyle="long" />
          </dd>
        </div>
      )}
      {profile.mobile_number !== undefined && profile.mobile_number !== '-' && profile.mobile_number !== '' && (
        <div>
          <dt>
            <FormattedMessage {...messages.phone} />
          </dt>
          <dd>{profile.mobile_number}</dd>
        </div>
      )}
    </dl>
  );
}
