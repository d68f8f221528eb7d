import { TextField } from './text-field';
import './lists.css';

interface SearchBoxProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  /** Why the input cannot be searched, shown under the field. */
  error?: string | undefined;
  /** Part codes are typed in capitals on phones by default; word searches pass 'off'. */
  autoCapitalize?: 'characters' | 'off';
}

/** The search field of a lookup page; the page debounces the value before asking the server. */
export function SearchBox({
  label,
  name,
  value,
  onChange,
  placeholder,
  hint,
  error,
  autoCapitalize = 'characters',
}: SearchBoxProps) {
  return (
    <form role="search" className="search-box" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={label}
        name={name}
        type="search"
        value={value}
        onValueChange={onChange}
        placeholder={placeholder}
        hint={hint}
        error={error}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        enterKeyHint="search"
      />
    </form>
  );
}
