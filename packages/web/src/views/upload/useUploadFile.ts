/**
 * The file picked in the upload form: its extension checked, the table name taken from it
 * when none is given, and its columns (and sheets) read by upload_metadata.
 */
import { useState } from 'react';
import type { FormInstance, UploadFile } from 'antd';
import { useUploadFileMetadataMutation } from '../../api/databaseApi';
import { UPLOAD_EXTENSIONS, hasAllowedExtension, type UploadType } from './uploadForm';

/** A sheet of the file (one with no name for CSV and columnar files) and its columns. */
export interface FileSheet {
  sheet_name: string | null;
  column_names: string[];
}

export function useUploadFile(type: UploadType, form: FormInstance, onPicked: () => void) {
  const [file, setFile] = useState<UploadFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sheets, setSheets] = useState<FileSheet[]>([]);
  const [readMetadata] = useUploadFileMetadataMutation();

  const readColumns = async (picked: File) => {
    const data = new FormData();
    data.append('type', type);
    if (type === 'csv') data.append('delimiter', form.getFieldValue('delimiter') ?? ',');
    data.append('file', picked, picked.name);
    try {
      const answer = await readMetadata(data).unwrap();
      setSheets(answer.result.items);
      const first = answer.result.items[0]?.sheet_name;
      if (type === 'excel' && first && !form.getFieldValue('sheet_name')) {
        form.setFieldValue('sheet_name', first);
      }
    } catch {
      setSheets([]);
    }
  };

  /** Upload's beforeUpload: keeps the file in the form (false: nothing is sent yet). */
  const pickFile = (picked: File) => {
    setFile({
      uid: picked.name,
      name: picked.name,
      status: 'done',
      originFileObj: picked as never,
    });
    onPicked();
    if (!hasAllowedExtension(picked.name, type)) {
      setFileError(
        `Upload a file with a valid extension. Valid: [${UPLOAD_EXTENSIONS[type].join(',')}]`,
      );
      setSheets([]);
      return false;
    }
    setFileError(null);
    if (!form.getFieldValue('table_name')) {
      form.setFieldValue('table_name', picked.name.replace(/\.[^.]+$/, ''));
    }
    void readColumns(picked);
    return false;
  };

  const removeFile = () => {
    setFile(null);
    setSheets([]);
  };

  return { file, fileError, setFileError, sheets, pickFile, removeFile };
}
