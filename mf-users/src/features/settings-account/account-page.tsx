import { Divider } from 'antd';
import { selectUser, useAppSelector } from '@site/shared/store';
import { EmailSection } from './email-section';
import { MyLogins } from './my-logins';
import { PasswordSection } from './password-section';
import { YourDataSection } from './your-data-section';

/** /users/settings/account: change email, change password, my logins (spec section 2), and the member's own data. */
export function AccountPage() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <div data-testid="account-settings">
      <EmailSection user={user} />
      <Divider />
      <PasswordSection user={user} />
      <Divider />
      <MyLogins />
      <Divider />
      <YourDataSection user={user} />
    </div>
  );
}
