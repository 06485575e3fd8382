import { acceptDriveMessage } from './message-guard';

const DRIVE = 'https://drive.example.com';
const driveFrame = {} as Window;
const otherFrame = {} as Window;
const emit = (name: string, data: unknown) => ({ type: 'application/x-postmate-v1+json', postmate: 'emit', value: { name, data } });

test('a drive event from the drive frame is accepted', () => {
  expect(acceptDriveMessage({ origin: DRIVE, source: driveFrame, data: emit('picked', { id: 7 }) }, DRIVE, driveFrame)).toEqual({
    name: 'picked',
    data: { id: 7 },
  });
});

test('the same origin from another frame, another origin, or a non-postmate message is ignored', () => {
  expect(acceptDriveMessage({ origin: DRIVE, source: otherFrame, data: emit('picked', 1) }, DRIVE, driveFrame)).toBeNull();
  expect(acceptDriveMessage({ origin: 'https://evil.example', source: driveFrame, data: emit('picked', 1) }, DRIVE, driveFrame)).toBeNull();
  expect(acceptDriveMessage({ origin: DRIVE, source: driveFrame, data: { hello: 1 } }, DRIVE, driveFrame)).toBeNull();
  expect(acceptDriveMessage({ origin: DRIVE, source: driveFrame, data: emit('picked', 1) }, DRIVE, null)).toBeNull();
});
