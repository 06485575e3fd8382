import { addBundle } from '@site/shared/i18n';

// The cloud-drive setting page (namespace `admin`).
addBundle('admin', 'en_US', {
  'cloud_drive.intro':
    'Members pick files from this drive when they publish a resource, and buyers save a resource to their own drive. The site loads the page below in a hidden frame and accepts messages only from its origin.',
  'cloud_drive.url': "Drive's bridge page",
  'cloud_drive.url_help': 'An http:// or https:// address. Leave it empty for no drive: resources then take a pasted share link.',
  'cloud_drive.origin': 'Messages are accepted only from {{origin}}.',
  'cloud_drive.none': 'No drive: members paste share links.',
  'cloud_drive.save': 'Save',
});
addBundle('admin', 'zh_CN', {
  'cloud_drive.intro': '会员发布资源时可从此网盘选择文件，购买者可将资源保存到自己的网盘。本站会在隐藏框架中加载下面的页面，并且只接受来自其源的消息。',
  'cloud_drive.url': '网盘桥接页面',
  'cloud_drive.url_help': 'http:// 或 https:// 地址。留空表示不使用网盘：资源改为粘贴分享链接。',
  'cloud_drive.origin': '只接受来自 {{origin}} 的消息。',
  'cloud_drive.none': '未设置网盘：会员粘贴分享链接。',
  'cloud_drive.save': '保存',
});
