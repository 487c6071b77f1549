// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { writeLinkToClipboard, type ClipboardWindow } from '../../../src/app/content/actors.ts';

describe('copy link: writeLink', () => {
  it('copies the absolute address of the page with the clipboard API', async () => {
    const written: string[] = [];
    const win: ClipboardWindow = {
      location: { origin: 'https://galant.example' },
      navigator: { clipboard: { writeText: async (text) => void written.push(text) } },
      document,
    };
    await toPromise(
      createActor(
        writeLinkToClipboard(() => win),
        { input: { path: '/article/premier' } },
      ).start(),
    );
    expect(written).toEqual(['https://galant.example/article/premier']);
  });

  it('without the clipboard API, copies through a selection; a refusal fails the copy', async () => {
    const copied: string[] = [];
    let allowed = true;
    Object.assign(document, {
      execCommand: (command: string) => {
        if (command !== 'copy' || !allowed) return false;
        copied.push(document.querySelector('textarea')?.value ?? '');
        return true;
      },
    });
    const win: ClipboardWindow = { location: { origin: 'http://localhost:3000' }, navigator: {}, document };
    const copy = () =>
      toPromise(
        createActor(
          writeLinkToClipboard(() => win),
          { input: { path: '/article/b' } },
        ).start(),
      );
    await copy();
    expect(copied).toEqual(['http://localhost:3000/article/b']);
    // The temporary field never stays in the page.
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
    allowed = false;
    await expect(copy()).rejects.toThrow('copy refused');
    expect(document.querySelectorAll('textarea')).toHaveLength(0);
  });
});
