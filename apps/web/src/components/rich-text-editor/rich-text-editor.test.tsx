import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type RichTextEditorHandle, RichTextField } from './index';
import { normaliseHref } from './link-form';

function Controlled({ initial, onChange }: { initial: string; onChange?: (html: string) => void }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextField
        label="Body"
        value={html}
        onChange={(next) => {
          setHtml(next);
          onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setHtml('<p>Replaced from outside</p>')}>
        Reset
      </button>
      <output data-testid="html">{html}</output>
    </>
  );
}

describe('RichTextField', () => {
  it('is a labelled multi-line textbox showing the HTML it is given', async () => {
    render(<Controlled initial="<p>Dear <strong>candidate</strong></p>" />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    await waitFor(() => expect(box.innerHTML).toContain('<strong>candidate</strong>'));
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
  });

  it('inserts text at the cursor through its ref and reports the new HTML', async () => {
    const ref = createRef<RichTextEditorHandle>();
    const onChange = vi.fn();
    render(<RichTextField label="Body" value="<p>Hello </p>" onChange={onChange} ref={ref} />);
    await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(ref.current).not.toBeNull());
    ref.current?.insertText('{{candidate.first_name}}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('{{candidate.first_name}}')),
    );
  });

  it('takes a new value from outside', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="<p>First</p>" />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).toHaveTextContent('Replaced from outside'));
  });

  it('toggles formatting from the toolbar and shows which is on', async () => {
    const user = userEvent.setup();
    const ref = createRef<RichTextEditorHandle>();
    render(<RichTextField label="Body" value="" onChange={() => {}} ref={ref} />);
    const bold = await screen.findByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('is one tab stop whose buttons the arrow keys move between', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="" />);
    const bold = await screen.findByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveAttribute('tabindex', '-1');
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
  });

  it('adds a link from the address form', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="" />);
    await user.click(await screen.findByRole('button', { name: 'Link' }));
    const address = screen.getByRole('textbox', { name: 'Link address' });
    await user.type(address, 'example.com/jobs{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('html').textContent).toContain('href="https://example.com/jobs"'),
    );
    expect(screen.queryByRole('textbox', { name: 'Link address' })).not.toBeInTheDocument();
  });

  it('refuses a link that is not a web or e-mail address', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="" />);
    await user.click(await screen.findByRole('button', { name: 'Link' }));
    await user.type(screen.getByRole('textbox', { name: 'Link address' }), 'javascript:alert(1){Enter}');
    expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveAccessibleDescription(
      'Enter a web address (https://…) or an e-mail address',
    );
  });

  it('shows an error under the field and marks the text invalid', async () => {
    render(<RichTextField label="Body" value="" onChange={() => {}} error="Body is required" />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription('Body is required');
  });
});

describe('normaliseHref', () => {
  it('keeps web and mail addresses, adds https to bare hosts and refuses other schemes', () => {
    expect(normaliseHref('https://a.example')).toBe('https://a.example');
    expect(normaliseHref('jobs@a.example')).toBe('mailto:jobs@a.example');
    expect(normaliseHref('a.example/x')).toBe('https://a.example/x');
    expect(normaliseHref('javascript:alert(1)')).toBeNull();
    expect(normaliseHref('  ')).toBeNull();
  });
});
