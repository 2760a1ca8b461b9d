/**
 * Builder Applications (platform-spec §2, §3, §8): every early-access response with all
 * its answers. A table on wide screens, cards on phones (responsive-table.css).
 */
import TabHead from '../TabHead';
import { IonSpinner } from '@ionic/react';
import ErrorBanner from '../../../components/feedback/ErrorBanner';
import { useApplications } from '../../../data/admin/useApplications';
import { loadedCountText } from '../../../data/http/paging';
import LoadMore from '../../../components/controls/LoadMore';
import ApplicationRow from './ApplicationRow';
import '../users/responsive-table.css';
import './BuilderApplications.css';

export default function BuilderApplications() {
  const { applications, loading, error, reload, paging } = useApplications();

  return (
    <section aria-label="Builder Applications" data-testid="builder-applications">
      <TabHead
        title="Builder Applications"
        summary="Early-access applications, newest first, with every answer the applicant gave."
        count={
          applications.length > 0
            ? `${loadedCountText(applications.length, paging.total, paging.hasMore)} applications`
            : undefined
        }
        onRefresh={reload}
        loading={loading}
        refreshLabel="Refresh applications"
        testId="applications-refresh"
      />
      <ErrorBanner message={error} testId="applications-error" />
      {loading && applications.length === 0 ? (
        <div className="centered-fill">
          <IonSpinner name="crescent" aria-label="Loading applications" />
        </div>
      ) : applications.length === 0 && !error ? (
        <p className="muted admin-empty" data-testid="applications-empty">
          No applications yet. They arrive from the Early Access page.
        </p>
      ) : applications.length > 0 ? (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Early-access applications table">
          <table className="responsive-table application-table" data-testid="application-table">
            <caption className="visually-hidden">Early-access applications</caption>
            <thead>
              <tr>
                <th scope="col">Applicant</th>
                <th scope="col">Scores</th>
                <th scope="col">Resume</th>
                <th scope="col">Ownership</th>
                <th scope="col">Answers</th>
                <th scope="col">Linked user</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <ApplicationRow key={application.id} application={application} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {applications.length > 0 && (
        <LoadMore paging={paging} label="Load more applications" testId="applications-load-more" />
      )}
    </section>
  );
}
