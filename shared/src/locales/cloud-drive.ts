// Server messages of the cloud-drive bridge (the admin's drive site, a resource's drive share), in every language.
export const cloudDriveMessages_en_US = {
  'error.cloud_drive.url_invalid': "Enter the drive's bridge page as an http:// or https:// address (without a user name or password), or leave it empty.",
  'error.cloud_drive.share_url_invalid': 'Enter the share link as an http:// or https:// address.',
  'error.cloud_drive.share_code_invalid': 'The extraction code is letters and digits only (at most 32).',
  'error.cloud_drive.share_code_without_link': 'An extraction code needs its share link.',
  'error.cloud_drive.share_not_for_kind': 'Only a resource post carries a drive share.',
};
export const cloudDriveMessages_zh_CN: Record<keyof typeof cloudDriveMessages_en_US, string> = {
  'error.cloud_drive.url_invalid': '请以 http:// 或 https:// 地址填写网盘的桥接页面（不含用户名或密码），或留空。',
  'error.cloud_drive.share_url_invalid': '请以 http:// 或 https:// 地址填写分享链接。',
  'error.cloud_drive.share_code_invalid': '提取码只能包含字母和数字（最多 32 个）。',
  'error.cloud_drive.share_code_without_link': '填写提取码时需要同时填写分享链接。',
  'error.cloud_drive.share_not_for_kind': '只有资源帖可以附带网盘分享。',
};
