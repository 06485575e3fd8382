import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { displayNameSchema, updateUserInfoBodySchema, usernameSchema, type AvatarInfo, type LoggedUser, type SiteInfo, type UpdateUserInfoBody } from '@site/shared/contract';
import { useGetSiteInfoQuery } from '@site/shared/api';
import { useTranslation } from '@site/shared/i18n';
import { pushToast, selectUser, useAppDispatch, useAppSelector } from '@site/shared/store';
import { applyServerErrors, useSchemaRule } from '../../components/form-rules';
import { AvatarField } from './avatar-field';
import { useUpdateUserInfoMutation } from './profile-api';
import '../../components/texts';
import './texts';

interface Values {
  display_name: string;
  username: string;
  avatar: AvatarInfo;
  bio: string;
  website: string;
  location: string;
}
const FIELDS = ['display_name', 'username', 'avatar', 'bio', 'website', 'location'] as const;
type Field = (typeof FIELDS)[number];

/** Which fields the site's users settings let a user change (spec section 6); unknown settings allow none. */
function allowedFields(site: SiteInfo | undefined): Record<Field, boolean> {
  const s = site?.site_users;
  return {
    display_name: Boolean(s?.allow_update_display_name),
    username: Boolean(s?.allow_update_username),
    avatar: Boolean(s?.allow_update_avatar),
    bio: Boolean(s?.allow_update_bio),
    website: Boolean(s?.allow_update_website),
    location: Boolean(s?.allow_update_location),
  };
}

const initialValues = (u: LoggedUser): Values => ({
  display_name: u.display_name,
  username: u.username,
  avatar: u.avatar_info,
  bio: u.bio,
  website: u.website,
  location: u.location,
});

/** /users/settings/profile: display name, username, picture, about me, website, location (Apache Answer's profile). */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  // Keyed by user: the form starts from the user it edits and is not reset under the user's hands by a refetch.
  return user ? <ProfileForm key={user.id} user={user} /> : null;
}

function ProfileForm({ user }: { user: LoggedUser }) {
  const { t } = useTranslation(['users', 'common']);
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const { data: site } = useGetSiteInfoQuery();
  const allowed = allowedFields(site);
  const [save, { isLoading }] = useUpdateUserInfoMutation();
  const [message, setMessage] = useState<string>();
  const username = Form.useWatch('username', form) || user.username;
  const hint = (field: Field, text?: string) => (allowed[field] ? text : t('settings.locked'));

  const onFinish = async (values: Values) => {
    setMessage(undefined);
    // Only what the site lets the user change is sent: the server refuses a locked field that differs.
    const body: UpdateUserInfoBody = {};
    if (allowed.display_name) body.display_name = values.display_name.trim();
    if (allowed.username) body.username = values.username.trim();
    if (allowed.avatar) body.avatar = values.avatar;
    if (allowed.bio) body.bio = values.bio;
    if (allowed.website) body.website = values.website.trim();
    if (allowed.location) body.location = values.location.trim();
    try {
      await save(body).unwrap();
      dispatch(pushToast({ type: 'success', msg: t('toast.update_success') }));
    } catch (err) {
      setMessage(applyServerErrors(form, err, FIELDS, t('toast.operation_failed')));
    }
  };

  const customNeedsUpload = {
    validator: async (_: unknown, v: AvatarInfo | undefined) => {
      if (v?.type === 'custom' && !v.custom) throw new Error(t('settings.profile.upload_first'));
    },
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={initialValues(user)} onFinish={onFinish} data-testid="profile-form" style={{ maxWidth: 560 }}>
      {message && <Alert type="error" title={message} style={{ marginBottom: 16 }} showIcon />}
      <Form.Item name="display_name" label={t('settings.profile.display_name')} extra={hint('display_name')} rules={[rule(displayNameSchema)]}>
        <Input disabled={!allowed.display_name} autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('settings.profile.username')}
        extra={hint('username', t('settings.profile.username_hint', { username }))}
        rules={[rule(usernameSchema)]}
      >
        <Input disabled={!allowed.username} autoComplete="username" />
      </Form.Item>
      <Form.Item name="avatar" label={t('settings.profile.avatar')} extra={hint('avatar')} rules={[customNeedsUpload]}>
        <AvatarField user={user} disabled={!allowed.avatar} />
      </Form.Item>
      <Form.Item name="bio" label={t('settings.profile.bio')} extra={hint('bio', t('settings.profile.bio_hint'))} rules={[rule(updateUserInfoBodySchema.shape.bio)]}>
        <Input.TextArea rows={5} disabled={!allowed.bio} />
      </Form.Item>
      <Form.Item name="website" label={t('settings.profile.website')} extra={hint('website')} rules={[rule(updateUserInfoBodySchema.shape.website)]}>
        <Input disabled={!allowed.website} placeholder="https://example.com" inputMode="url" />
      </Form.Item>
      <Form.Item name="location" label={t('settings.profile.location')} extra={hint('location')} rules={[rule(updateUserInfoBodySchema.shape.location)]}>
        <Input disabled={!allowed.location} placeholder={t('settings.profile.location_placeholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t('settings.save')}
      </Button>
    </Form>
  );
}
