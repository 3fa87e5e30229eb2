import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { noticeTimersMachine, type MarketingConsents } from './noticeTimers.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const saveMarketing = fakeCall<unknown, MarketingConsents>();
  const saveAvatar = fakeCall<unknown, { avatar: number }>();
  const actor = createActor(
    noticeTimersMachine.provide({ actors: { saveMarketing: saveMarketing.logic, saveAvatar: saveAvatar.logic } }),
  ).start();
  const saved = vi.fn();
  actor.on('saved', saved);
  return { actor, saveMarketing, saveAvatar, saved };
}

const unauthorised = appError(115);

describe('noticeTimersMachine: the marketing notice', () => {
  it('saves the consents, then shows the success notice for 5 seconds, not longer', async () => {
    const { actor, saveMarketing, saved } = start();
    actor.send({ type: 'marketing.save', receiveEmail: true, receiveSms: false });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(saveMarketing.calls).toEqual([{ receiveEmail: true, receiveSms: false }]);
    await saveMarketing.resolve(undefined);
    expect(actor.getSnapshot().value).toEqual({ shown: 'saved' });
    expect(actor.getSnapshot().context).toEqual({ notice: 'marketing', error: null });
    expect(actor.getSnapshot().hasTag('notice')).toBe(true);
    expect(saved).toHaveBeenCalledWith({ type: 'saved', notice: 'marketing' });
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().hasTag('notice')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ notice: null, error: null });
  });

  it('shows the failure notice (update failed) for 5 seconds', async () => {
    const { actor, saveMarketing, saved } = start();
    actor.send({ type: 'marketing.save', receiveEmail: false, receiveSms: true });
    await saveMarketing.reject(unauthorised);
    expect(actor.getSnapshot().value).toEqual({ shown: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toMatchObject({
      errorCode: 115,
      shown: { key: 'errors.updateFailed', code: 115 },
    });
    expect(saved).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('hides the notice when dismissed', async () => {
    const { actor, saveMarketing } = start();
    actor.send({ type: 'marketing.save', receiveEmail: true, receiveSms: true });
    await saveMarketing.resolve(undefined);
    actor.send({ type: 'notice.dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

describe('noticeTimersMachine: the avatar overlay', () => {
  it('saves the avatar, then shows the overlay for 5 seconds', async () => {
    const { actor, saveAvatar, saved } = start();
    actor.send({ type: 'avatar.save', avatar: 7 });
    expect(saveAvatar.calls).toEqual([{ avatar: 7 }]);
    await saveAvatar.resolve(undefined);
    expect(actor.getSnapshot().context.notice).toBe('avatar');
    expect(saved).toHaveBeenCalledWith({ type: 'saved', notice: 'avatar' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows the failure when the avatar save fails', async () => {
    const { actor, saveAvatar } = start();
    actor.send({ type: 'avatar.save', avatar: 3 });
    await saveAvatar.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toEqual({ shown: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'avatar', error: { errorCode: 100 } });
  });
});

describe('noticeTimersMachine: what must not happen', () => {
  it('starts no second save while one is under way', () => {
    const { actor, saveMarketing, saveAvatar } = start();
    actor.send({ type: 'marketing.save', receiveEmail: true, receiveSms: false });
    actor.send({ type: 'marketing.save', receiveEmail: false, receiveSms: false });
    actor.send({ type: 'avatar.save', avatar: 2 });
    expect(saveMarketing.calls).toHaveLength(1);
    expect(saveAvatar.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('savingMarketing');
  });

  it('starts a new save while a notice shows, and the old timer does not hide the new notice', async () => {
    const { actor, saveMarketing, saveAvatar } = start();
    actor.send({ type: 'marketing.save', receiveEmail: true, receiveSms: false });
    await saveMarketing.resolve(undefined);
    await vi.advanceTimersByTimeAsync(4000);
    actor.send({ type: 'avatar.save', avatar: 5 });
    await saveAvatar.resolve(undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.notice).toBe('avatar');
    expect(actor.getSnapshot().hasTag('notice')).toBe(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores a dismissal with no notice', () => {
    const { actor } = start();
    actor.send({ type: 'notice.dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('fails the save when the app did not provide it', async () => {
    const actor = createActor(noticeTimersMachine).start();
    actor.send({ type: 'avatar.save', avatar: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ shown: 'failed' });
  });
});
