// The floor page in React alone (bench/stack-floor.mjs): no styling library.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { COLUMNS, NAV_LINKS, ROWS } from './page-data';

const page = (
  <div>
    <header style={{ display: 'flex', gap: 12, padding: 12, borderBottom: '1px solid #ddd' }}>
      <strong>Paint QA</strong>
      {NAV_LINKS.map((name) => (
        <a key={name} href="#">
          {name}
        </a>
      ))}
    </header>
    <main style={{ padding: 16 }}>
      <h1>Projects</h1>
      <p>Every project, searchable and sortable.</p>
      <input aria-label="Search" /> <button type="button">New project</button>
      <table>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.id}>
              <td>
                <a href="#">{row.name}</a>
              </td>
              <td>{row.company}</td>
              <td>{row.status}</td>
              <td>{row.start}</td>
              <td>{row.fee}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  </div>
);

startTransition(() => createRoot(document.getElementById('root')!).render(page));
