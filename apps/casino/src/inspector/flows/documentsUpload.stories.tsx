import { documentsUploadMachine } from '@casino/flows';
import type { Meta } from '@storybook/react-vite';
import { flowMeta, inspect, type FlowStory } from '../flow-story';

const meta = {
  title: 'Flows/documentsUpload',
  tags: ['autodocs', 'flow'],
  ...flowMeta({
    machine: documentsUploadMachine,
    examples: {
      events: {
        'type.chosen': { documentType: 'passport' },
        // A file's name, size and type: what the rules read (the fake upload needs no content).
        'files.chosen': {
          files: [
            { name: 'passport-front.pdf', size: 120000, type: 'application/pdf' },
            { name: 'passport-back.jpg', size: 90000, type: 'image/jpeg' },
          ],
        },
      },
      outputs: {
        uploadDocument: {
          documentSource: 'player',
          documentStatus: 'uploaded',
          documentType: 'passport',
          uploadTime: '2026-03-01T18:00:00Z',
        },
      },
    },
  }),
} satisfies Meta;
export default meta;

/** Both files uploaded; back navigates away. */
export const AllUploaded: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.expectState('editing');
    await flow.send('type.chosen');
    await flow.send('files.chosen');
    await flow.send('submit');
    await flow.expectState('uploading');
    await flow.resolve('uploadDocument');
    await flow.expectState('uploading');
    await flow.resolve('uploadDocument');
    await flow.expectState('done');
    await flow.send('back');
    await flow.expectState('left');
    await context.canvas.findByText('action navigateBack');
  },
};

/** The second file fails; back resets the form. */
export const OneFailed: FlowStory = {
  play: async (context) => {
    const flow = inspect(context);
    await flow.send('submit');
    await flow.expectState('editing');
    await flow.send('type.chosen');
    await flow.send('files.chosen');
    await flow.send('submit');
    await flow.resolve('uploadDocument');
    await flow.reject('uploadDocument', { errorCode: 100, params: { maxFileSize: 2097152, currentFileSize: 3000000 } });
    await flow.expectState('done');
    await flow.send('back');
    await flow.expectState('editing');
  },
};
