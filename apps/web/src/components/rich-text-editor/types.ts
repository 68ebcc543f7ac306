/** What a caller can do with the editor through its ref. */
export type RichTextEditorHandle = {
  /** Inserts plain text at the cursor (or at the end when the editor was never focused), e.g. a merge tag. */
  insertText: (text: string) => void;
  focus: () => void;
};

export type RichTextEditorProps = {
  /** The HTML shown; a change from outside replaces the content (the cursor is kept when it can be). */
  value: string;
  /** Called with the new HTML on every edit; an empty editor gives ''. */
  onChange: (html: string) => void;
  /** The id of the editable area (the element with role textbox). */
  id?: string;
  /** The id of the visible label; RichTextField sets this for you. */
  'aria-labelledby'?: string;
  /** Label text when there is no visible label to point at. */
  'aria-label'?: string;
  /** Ids of a hint or an error message. */
  'aria-describedby'?: string;
  /** Marks the field invalid (red border, aria-invalid). */
  invalid?: boolean;
  /** Called when focus leaves the editable area (react-hook-form's onBlur). */
  onBlur?: () => void;
  disabled?: boolean;
  /** The text's direction and language when it differs from the page's (an Arabic text: 'rtl', 'ar'). */
  dir?: 'ltr' | 'rtl';
  lang?: string;
  /** Minimum height of the editable area in rem; 12 unless given. */
  minHeightRem?: number;
  ref?: React.Ref<RichTextEditorHandle>;
};
