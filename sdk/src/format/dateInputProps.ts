/** What the SDK's date field takes: DateInput and the lazy DatePickerInput behind it share it. */
export interface DateInputProps {
  id: string;
  /** 'YYYY-MM-DD', or '' when not set. */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** The earliest and latest days the picker offers, 'YYYY-MM-DD'; ten years either side of today unless told. */
  min?: string;
  max?: string;
  className?: string;
}
